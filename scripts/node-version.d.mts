export function nodeVersionRefusal(nodeVersion: string, range: string): string | null;
export function requiredNodeRange(): string;
export function requireNodeVersion(): void;
