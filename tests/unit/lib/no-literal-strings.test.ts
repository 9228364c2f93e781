import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const srcDir = path.join(root, 'src');

/** Attributes a user reads or hears: their text must come from locales/ too. */
const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description']);

// A letter in any script; HTML entities such as &nbsp; are markup, not words.
const hasWords = (text: string): boolean => /\p{L}/u.test(text.replace(/&[a-z0-9#]+;/gi, ''));

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** The literal text of a string literal or a template with no placeholders. */
function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  }
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  // cond ? 'a' : 'b', flag && 'a', value ?? 'a'
  const parts = ts.isConditionalExpression(node)
    ? [literalText(node.whenTrue), literalText(node.whenFalse)]
    : ts.isBinaryExpression(node)
      ? [literalText(node.left), literalText(node.right)]
      : [];
  const texts = parts.filter((part) => part !== undefined);
  return texts.length > 0 ? texts.join(' ') : undefined;
}

/** 'file:line: text' for every user-visible literal string in the JSX of one file. */
function literalStringsIn(file: string, source: string): string[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const offenders: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    offenders.push(`${path.relative(root, file)}:${String(line + 1)}: ${text.trim()}`);
  };
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) {
      const text = literalText(node.expression);
      if (text !== undefined && hasWords(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(sourceFile))) {
      const { initializer } = node;
      const text =
        initializer && ts.isJsxExpression(initializer)
          ? literalText(initializer.expression)
          : literalText(initializer);
      if (text !== undefined && hasWords(text))
        report(node, `${node.name.getText(sourceFile)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return offenders;
}

describe('no UI string is written in a component', () => {
  it('finds text, literal children and text attributes (the check itself)', () => {
    const sample = [
      'export const A = () => (',
      '  <p title="Підказка" aria-label={t("ok")}>',
      '    Текст {"ще"} {`і ${x}`} {count} &nbsp; — …',
      '    <img alt="logo" placeholder={`Пошук`} />',
      "    {open ? 'Згорнути' : label} {items.length > 0 && 'items'} {count ?? '—'}",
      '  </p>',
      ');',
    ].join('\n');
    expect(literalStringsIn(path.join(root, 'sample.tsx'), sample)).toEqual([
      'sample.tsx:2: title="Підказка"',
      'sample.tsx:3: Текст',
      'sample.tsx:3: ще',
      'sample.tsx:3: і',
      'sample.tsx:4: alt="logo"',
      'sample.tsx:4: placeholder="Пошук"',
      'sample.tsx:5: Згорнути',
      'sample.tsx:5: items',
    ]);
  });

  it('every .tsx under src/ takes its words from locales/', () => {
    const files = tsxFiles(srcDir);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.flatMap((file) => literalStringsIn(file, readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
