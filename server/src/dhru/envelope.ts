/** The protocol version this server speaks, sent as a header and in every body. */
export const DHRU_API_VERSION = '6.1';

/** Headers every DHRU answer carries, whatever its outcome. */
export const DHRU_HEADERS = {
  'X-Powered-By': 'DHRU-FUSION',
  'dhru-fusion-api-version': DHRU_API_VERSION,
  'Content-Type': 'application/json; charset=utf-8',
} as const;

export type DhruItem = Record<string, unknown>;

/** `{"ERROR": [{"MESSAGE": …, "FULL_DESCRIPTION"?: …}]}`: what clients show to their operator. */
export type DhruErrorPart = {
  ERROR: [{ MESSAGE: string; FULL_DESCRIPTION?: string }];
};

export type DhruSuccessPart = {
  SUCCESS: [DhruItem];
};

export type DhruOutcome = DhruErrorPart | DhruSuccessPart;

export function errorPart(message: string, fullDescription?: string): DhruErrorPart {
  return {
    ERROR: [
      { MESSAGE: message, ...(fullDescription ? { FULL_DESCRIPTION: fullDescription } : {}) },
    ],
  };
}

export function successPart(item: DhruItem): DhruSuccessPart {
  return { SUCCESS: [item] };
}

/** A whole response body: the outcome (or the per-reference outcomes) plus `apiversion`. */
export function dhruBody(content: DhruOutcome | Record<string, unknown>): Record<string, unknown> {
  return { ...content, apiversion: DHRU_API_VERSION };
}
