/**
 * A ValidityState for a field whose owner decides validity (a controlled `isInvalid`, a server
 * message, a `validate` verdict): every flag false but `customError`, which says why. The shape
 * react-aria's FieldError context and native `setCustomValidity` both report.
 */
export const customValidity = (isInvalid: boolean): ValidityState => ({
  badInput: false,
  customError: isInvalid,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valid: !isInvalid,
  valueMissing: false,
});
