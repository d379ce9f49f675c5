import { Worker } from 'node:worker_threads';

/** text: every run of white space (line wraps included) as one space */
export type PdfReading = { text: string; pages: number; title: string | undefined };

// pdf.js (inside pdf-parse) starts its own worker with a dynamic import, which jest's module
// sandbox refuses, so the PDF is read in a worker thread with Node's own loader.
const READ_PDF = `
const { parentPort, workerData } = require('node:worker_threads');
const { PDFParse } = require(workerData.pdfParse);
const parser = new PDFParse({ data: new Uint8Array(workerData.pdf) });
(async () => {
  const { text, total } = await parser.getText({ pageJoiner: '' });
  const { info } = await parser.getInfo();
  parentPort.postMessage({ text: text.replace(/\\s+/g, ' ').trim(), pages: total, title: info && info.Title });
})().finally(() => parser.destroy());
`;

// A PDF read as a viewer reads it (pdf.js): its page count, text and title. A broken file rejects.
export const readPdf = (pdf: Buffer) =>
  new Promise<PdfReading>((resolve, reject) => {
    const worker = new Worker(READ_PDF, { eval: true, workerData: { pdf, pdfParse: require.resolve('pdf-parse') } });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The PDF reader stopped (exit code ${code}) without reading the file.`)));
  });
