/** The default output: dist/frame beside the library build. */
export declare const DEFAULT_FRAME_OUT_DIR: string
/** Builds the frame into `outDir` (index.html and hashed assets/, base `/frame/`); resolves to it. */
export declare function buildFrame(outDir?: string): Promise<string>
