import { MAX_COUNT, SCHEMAS } from '../../scim/protocol.ts';

// What an identity provider reads to learn this service (RFC 7643 §5-7, RFC 7644 §4). The attribute lists
// name what the service keeps; providers may send more, which is accepted and left unkept.

export const serviceProviderConfig = (base: string) => ({
  schemas: [SCHEMAS.serviceProviderConfig],
  patch: { supported: true },
  bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
  filter: { supported: true, maxResults: MAX_COUNT },
  changePassword: { supported: false },
  sort: { supported: false },
  etag: { supported: false },
  authenticationSchemes: [
    {
      type: 'oauthbearertoken',
      name: 'Bearer token',
      description: 'The SCIM token an admin issues in Access Control, sent as Authorization: Bearer <token>',
      primary: true,
    },
  ],
  meta: { resourceType: 'ServiceProviderConfig', location: `${base}/ServiceProviderConfig` },
});

export const resourceTypes = (base: string) => [
  {
    schemas: [SCHEMAS.resourceType],
    id: 'User',
    name: 'User',
    endpoint: '/Users',
    description: 'A person whose GenAI access Access Control governs',
    schema: SCHEMAS.user,
    schemaExtensions: [],
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/User` },
  },
  {
    schemas: [SCHEMAS.resourceType],
    id: 'Group',
    name: 'Group',
    endpoint: '/Groups',
    description: 'A group whose GenAI access Access Control governs for every member',
    schema: SCHEMAS.group,
    schemaExtensions: [],
    meta: { resourceType: 'ResourceType', location: `${base}/ResourceTypes/Group` },
  },
];

const attribute = (name: string, type: string, more: Record<string, unknown> = {}) => ({
  name,
  type,
  multiValued: false,
  required: false,
  caseExact: false,
  mutability: 'readWrite',
  returned: 'default',
  uniqueness: 'none',
  ...more,
});

export const schemaDefinitions = (base: string) => [
  {
    schemas: [SCHEMAS.schema],
    id: SCHEMAS.user,
    name: 'User',
    description: 'User Account',
    attributes: [
      attribute('userName', 'string', { required: true, uniqueness: 'server', description: "The person's sign-in, kept as their e-mail address" }),
      attribute('displayName', 'string'),
      attribute('externalId', 'string', { caseExact: true }),
      attribute('active', 'boolean', { description: "The person's own GenAI access switch" }),
      attribute('emails', 'complex', {
        multiValued: true,
        mutability: 'readOnly',
        description: 'The userName as the work address',
        subAttributes: [attribute('value', 'string', { mutability: 'readOnly' }), attribute('type', 'string', { mutability: 'readOnly' }), attribute('primary', 'boolean', { mutability: 'readOnly' })],
      }),
    ],
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCHEMAS.user}` },
  },
  {
    schemas: [SCHEMAS.schema],
    id: SCHEMAS.group,
    name: 'Group',
    description: 'Group',
    attributes: [
      attribute('displayName', 'string', { required: true, uniqueness: 'server' }),
      attribute('externalId', 'string', { caseExact: true }),
      attribute('members', 'complex', {
        multiValued: true,
        subAttributes: [
          attribute('value', 'string', { mutability: 'immutable', caseExact: true }),
          attribute('display', 'string', { mutability: 'readOnly' }),
          attribute('$ref', 'reference', { mutability: 'immutable', referenceTypes: ['User'] }),
        ],
      }),
    ],
    meta: { resourceType: 'Schema', location: `${base}/Schemas/${SCHEMAS.group}` },
  },
];
