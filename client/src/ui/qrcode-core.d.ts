// The encoder core of the `qrcode` package (no renderers: the app draws the modules itself).
declare module 'qrcode/lib/core/qrcode' {
  export function create(text: string, options?: { errorCorrectionLevel?: 'L' | 'M' | 'Q' | 'H'; margin?: number }): {
    modules: { size: number; get(row: number, col: number): boolean | number };
  };
}
