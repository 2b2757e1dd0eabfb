/** Input masks of the card form: what can be typed, not what is valid (the schema decides that). */
export const cardInput = {
  number: (raw: string) => raw.replace(/[^\d ]/g, '').slice(0, 23),
  cvv: (raw: string) => raw.replace(/\D/g, '').slice(0, 4),
  /** 'MMYY' typed becomes 'MM/YY'. */
  expiry: (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, 4);
    return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
  },
};
