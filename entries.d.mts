export declare const PUBLIC_ENTRIES: Record<string, string>
export declare const publicEntryAliases: Array<{ find: RegExp; replacement: string }>
