/**
 * The printable summary: printing the money page prints only the page (not the site's header,
 * footer or the workspace tabs), in black on white; buttons hide themselves with `print:hidden`.
 */
export const printStyle = `@media print {
  body * { visibility: hidden; }
  .money-print-root, .money-print-root * { visibility: visible; }
  .money-print-root { position: absolute; inset: 0 auto auto 0; width: 100%; color: #000; background: #fff; }
}`;
