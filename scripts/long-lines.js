// Lint step: no line of TypeScript over 120 characters, except for what string literals of data
// add to it (prettier never breaks a string). Prints each offender; exits 1 when there is one.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const LIMIT = 120;
const ROOTS = ['src', 'tests', 'config'];
const LITERALS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
]);

const filesUnder = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });

/** The text with every character inside a string or template literal blanked out (newlines kept). */
const withoutLiterals = (text) => {
  const chars = [...text];
  const visit = (node) => {
    if (LITERALS.has(node.kind))
      for (let i = node.getStart() + 1; i < node.getEnd() - 1; i += 1) if (chars[i] !== '\n') chars[i] = '';
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('x.ts', text, ts.ScriptTarget.Latest, true));
  return chars.join('');
};

const offenders = [];
for (const file of ROOTS.filter((root) => fs.existsSync(root)).flatMap(filesUnder)) {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.split('\n').some((line) => line.length > LIMIT)) continue;
  withoutLiterals(text)
    .split('\n')
    .forEach((line, index) => {
      if (line.length > LIMIT) offenders.push(`${file}:${index + 1}`);
    });
}
for (const offender of offenders)
  console.error(`line over ${LIMIT} characters outside string literals: ${offender}`);
process.exit(offenders.length ? 1 : 0);
