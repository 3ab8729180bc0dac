export * from './operative-contacts';
export * from './operative-contacts-access';
export * from './operative-contacts-calls';
