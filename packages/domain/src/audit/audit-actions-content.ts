import type { AuditActionTexts } from './audit-action-texts';

/** Documents, their folders and the bulletins. */
export const CONTENT_ACTION_TEXTS = {
  'document.upload': {
    fi: 'Lisäsi dokumentin {{subject}}',
    en: 'Uploaded the document {{subject}}',
    sv: 'Laddade upp dokumentet {{subject}}',
  },
  'document.version': {
    fi: 'Lisäsi dokumentista uuden version: {{subject}}',
    en: 'Uploaded a new version of a document: {{subject}}',
    sv: 'Laddade upp en ny version av ett dokument: {{subject}}',
  },
  'document.delete': {
    fi: 'Poisti dokumentin {{subject}}',
    en: 'Deleted the document {{subject}}',
    sv: 'Tog bort dokumentet {{subject}}',
  },
  'document-folder.create': {
    fi: 'Loi dokumenttikansion {{subject}}',
    en: 'Created the document folder {{subject}}',
    sv: 'Skapade dokumentmappen {{subject}}',
  },
  'document-folder.delete': {
    fi: 'Poisti dokumenttikansion {{subject}}',
    en: 'Deleted the document folder {{subject}}',
    sv: 'Tog bort dokumentmappen {{subject}}',
  },
  'bulletin.create': {
    fi: 'Julkaisi tiedotteen {{subject}}',
    en: 'Published the bulletin {{subject}}',
    sv: 'Publicerade meddelandet {{subject}}',
  },
  'bulletin.update': {
    fi: 'Muutti tiedotetta: {{subject}}',
    en: 'Changed a bulletin: {{subject}}',
    sv: 'Ändrade ett meddelande: {{subject}}',
  },
  'bulletin.delete': {
    fi: 'Poisti tiedotteen {{subject}}',
    en: 'Deleted the bulletin {{subject}}',
    sv: 'Tog bort meddelandet {{subject}}',
  },
} as const satisfies AuditActionTexts;

export const CONTENT_AUDITED_ROUTES = {
  'POST /api/businesses/:id/documents': 'document.upload',
  'POST /api/businesses/:id/documents/:documentId/versions': 'document.version',
  'DELETE /api/businesses/:id/documents/:documentId': 'document.delete',
  'POST /api/businesses/:id/documents/folders': 'document-folder.create',
  'DELETE /api/businesses/:id/documents/folders/:folderId': 'document-folder.delete',
  'POST /api/bulletins': 'bulletin.create',
  'PUT /api/bulletins/:bulletinId': 'bulletin.update',
  'DELETE /api/bulletins/:bulletinId': 'bulletin.delete',
} as const satisfies Readonly<Record<string, keyof typeof CONTENT_ACTION_TEXTS>>;
