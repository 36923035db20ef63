/** 14 digits + the Luhn check digit: a valid IMEI for the journeys. */
export function imeiFrom(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return `${body}${(10 - (sum % 10)) % 10}`;
}
