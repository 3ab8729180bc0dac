/**
 * A SIM card number no earlier attempt used (a retry meets no SIM of the first): the operator's 8935809, digits
 * from the clock and chance, and the Luhn check digit (ITU-T E.118) that makes the portal take it.
 */
export function uniqueIccid(): string {
  const body = `8935809${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  const sum = [...body].reverse().reduce((total, char, index) => {
    let digit = Number(char);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    return total + digit;
  }, 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
