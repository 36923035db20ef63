/** `--name value` and `--name=value` flags of a bench command, as whole numbers or strings. */
export function parseFlags(argv: string[]): Map<string, string> {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}"`);
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    if (inline !== undefined) {
      flags.set(name, inline);
    } else if (argv[i + 1] !== undefined && !argv[i + 1]?.startsWith('--')) {
      flags.set(name, argv[i + 1] ?? '');
      i += 1;
    } else {
      flags.set(name, 'true');
    }
  }
  return flags;
}

export function wholeNumber(flags: Map<string, string>, name: string, fallback: number): number {
  const raw = flags.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw.replace(/_/g, ''));
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`--${name} must be a positive whole number`);
  return value;
}

/** A positive number of seconds, decimals allowed (`--duration 0.5`). */
export function seconds(flags: Map<string, string>, name: string, fallback: number): number {
  const raw = flags.get(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
