export * from './operative-contacts';
export * from './operative-contacts-access';
export * from './operative-contacts-calls';
export * from './contact-role-names';
