/** The part of @adobe/structured-data-validator the JSON-LD test uses (the package ships no types). */
declare module "@adobe/structured-data-validator" {
  export interface StructuredDataIssue {
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    errorType?: string;
    rootType?: string;
  }
  /** web-auto-extractor's shape: per format, each root type's items. */
  export interface ExtractedData {
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, unknown>;
    rdfa: Record<string, unknown>;
  }
  export default class Validator {
    /** `schemaOrgJson`: the schema.org vocabulary as JSON-LD; without it only Google's rich-result rules are checked. */
    constructor(schemaOrgJson?: unknown);
    validate(data: ExtractedData): Promise<StructuredDataIssue[]>;
  }
}
