export interface ReadmeSnippet {
  lang: 'ts' | 'tsx'
  code: string
  line: number
  part: 'host' | 'wagmi' | 'plugin'
}
export declare const PLUGIN_HEADING: string
export declare const WAGMI_HEADING: string
export declare function readmeSnippets(readmePath: string): ReadmeSnippet[]
export declare function snippetModule(snippet: ReadmeSnippet): string
