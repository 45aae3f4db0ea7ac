// mailparser ships no types and @types/mailparser is not a dependency; the tests only need
// simpleParser's few fields, declared here rather than adding a package.
declare module 'mailparser' {
  interface AddressObject {
    value: Array<{ address?: string; name: string }>;
    text: string;
  }
  interface ParsedMail {
    subject?: string;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    text?: string;
    html: string | false;
    messageId?: string;
    headers: Map<string, unknown>;
  }
  export function simpleParser(source: Buffer | string): Promise<ParsedMail>;
}
