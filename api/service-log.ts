/**
 * Where a domain's services report what they refused or ignored (docs/rules.md R17: denials are
 * logged). The API's pino logger is one; services never need more than `info`.
 */
export interface ServiceLog {
  info(details: object, message: string): void;
}
