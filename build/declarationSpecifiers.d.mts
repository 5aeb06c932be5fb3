export declare function publishedSpecifier(sourceDir: string, specifier: string): string
export declare function rewriteDeclaration(
  filePath: string,
  content: string,
  dirs: { outDir: string; sourceRoot: string },
): string
