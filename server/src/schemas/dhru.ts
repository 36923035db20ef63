import { type Static, Type } from '@sinclair/typebox';

/**
 * The DHRU Fusion reseller API (POST /api/index.php), for the API document. Its form body is
 * read by `dhru/requestFields.ts` (every refusal is a DHRU envelope), so these schemas describe
 * it and are not used to validate it.
 */

export const DHRU_ACTIONS = [
  'accountinfo',
  'imeiservicelist',
  'getimeiservicedetails',
  'placeimeiorder',
  'placeimeiorderbulk',
  'getimeiorder',
  'getimeiorderbulk',
] as const;

/** The form fields, sent as multipart/form-data or application/x-www-form-urlencoded. */
export const DhruRequest = Type.Object({
  username: Type.String({ description: 'The account’s name (any letter case)' }),
  apiaccesskey: Type.String({ description: 'The account’s API key, shown on its profile' }),
  action: Type.Unsafe<(typeof DHRU_ACTIONS)[number]>({
    type: 'string',
    enum: [...DHRU_ACTIONS],
    description: 'The action (any letter case)',
  }),
  requestformat: Type.Optional(
    Type.String({ enum: ['JSON'], description: 'JSON, the only format; may be left out' }),
  ),
  parameters: Type.Optional(
    Type.String({
      description:
        'XML (`<PARAMETERS><ID>3</ID><IMEI>…</IMEI></PARAMETERS>`), base64 of a JSON object, or ' +
        'plain JSON; bulk actions take JSON keyed by the caller’s references',
    }),
  ),
});
export type DhruRequest = Static<typeof DhruRequest>;

/** `{"MESSAGE": …, "FULL_DESCRIPTION"?: …}`: what a DHRU client shows its operator. */
export const DhruErrorItem = Type.Object({
  MESSAGE: Type.String(),
  FULL_DESCRIPTION: Type.Optional(Type.String({ description: 'What to fix' })),
});

const apiversion = Type.String({ description: 'The protocol version, "6.1"' });

/** One action's answer: SUCCESS with the action's item, or ERROR. */
const DhruOutcomeProperties = {
  SUCCESS: Type.Optional(
    Type.Array(Type.Object({}, { additionalProperties: true }), {
      description: 'One item, whose fields depend on the action',
    }),
  ),
  ERROR: Type.Optional(Type.Array(DhruErrorItem)),
};

/** Single actions: the outcome, `apiversion`, and `ID`/`IMEI` echoed by the order actions. */
export const DhruAnswer = Type.Object(
  {
    ...DhruOutcomeProperties,
    ID: Type.Optional(Type.String({ description: 'Echoed by placeimeiorder and getimeiorder' })),
    IMEI: Type.Optional(Type.String({ description: 'Echoed by placeimeiorder' })),
    apiversion,
  },
  { title: 'Single action' },
);

/** Bulk actions: one outcome per reference of the request, keyed by it, and `apiversion`. */
export const DhruBulkAnswer = Type.Object(
  { apiversion },
  {
    title: 'Bulk action',
    additionalProperties: Type.Object(DhruOutcomeProperties, {
      description: 'The outcome of the reference named by the key',
    }),
  },
);

export const DHRU_ANSWER_DESCRIPTION = [
  'Always HTTP 200 with the headers `X-Powered-By: DHRU-FUSION` and `dhru-fusion-api-version`.',
  '',
  '| action | parameters | SUCCESS[0] |',
  '|---|---|---|',
  '| accountinfo | none | `message`, `AccoutInfo` and `AccountInfo`: `{credit, creditraw, mail, currency}` |',
  '| imeiservicelist | none | `MESSAGE`, `LIST`: groups by category, each `{GROUPNAME, GROUPTYPE, SERVICES: {<id>: {SERVICEID, SERVICETYPE, SERVICENAME, CREDIT, TIME, INFO, Requires, Requires.Custom}}}`; `TIME` is the delivery time, `INFO` the description, `Requires.Custom` the custom fields (the same list as `Custom` inside `Requires`): `[{type: "serviceimei", fieldname, fieldtype: "text"\\|"dropdown", description, fieldoptions, regexpr, adminonly, required: 0\\|1}]` |',
  '| getimeiservicedetails | `ID` | `MESSAGE`, `LIST`: the service’s fields and `GROUPNAME` |',
  '| placeimeiorder | `ID`, `IMEI`, `CUSTOMFIELD` (base64 of JSON `{fieldname: value}`; needed when the service has custom fields) | `MESSAGE: "Order received"`, `REFERENCEID` |',
  '| placeimeiorderbulk | `{"<ref>": {ID, IMEI, CUSTOMFIELD}, …}` | per reference: `SUCCESS: [{MESSAGE, REFERENCEID}]` or `ERROR` |',
  '| getimeiorder | `ID` (a REFERENCEID) | `STATUS` (1 in process, 3 rejected, 4 available), `CODE`, `IMEI`, `COMMENTS`, and `CUSTOMFIELD` (`{fieldname: value}`) when the order has field values |',
  '| getimeiorderbulk | `{"<ref>": {ID}, …}` | per reference: `SUCCESS: [{STATUS, CODE, IMEI, COMMENTS, CUSTOMFIELD?}]` or `ERROR` |',
].join('\n');
