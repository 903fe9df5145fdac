/**
 * Fails when the dictionary (src/i18n) writes the same text twice: "one key per text"
 * (CONTRIBUTING.md, Texts). A text shared by several screens lives once, in `it.comune` (words) or
 * `it.crud` (phrases made from an entity's noun), and the screens use it from there; an area may
 * refer to it (`etichetta: comune.clienti`) when a component reads the area's own keys.
 *
 *   tsx scripts/check-i18n.ts   (part of `npm run lint`)
 *
 * Compared: every string written as a property's value, and every template a property's function
 * returns (its `${...}` parts ignored, so `Elimina ${nome}` and `Elimina ${codice}` are one text).
 * ALLOWED lists the texts that are the same by chance and mean different things.
 */
import ts from 'typescript'
import { readFileSync, readdirSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const dir = resolve(root, 'src/i18n')

/** Same letters, different meanings: a copy here is not a copy. Say why. */
const ALLOWED = new Map<string, string>([])

const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => join(dir, f))

/** The text a property writes, or undefined when it refers to another key or computes it. */
function text(value: ts.Expression): string | undefined {
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) return value.text
  if (ts.isArrowFunction(value) && ts.isTemplateExpression(value.body)) {
    const { head, templateSpans } = value.body
    return head.text + templateSpans.map((s) => '${}' + s.literal.text).join('')
  }
  return undefined
}

const where = new Map<string, string[]>()
for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node)) {
      const t = text(node.initializer)
      if (t !== undefined && t.trim() !== '' && t !== '${}') {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart())
        where.set(t, [...(where.get(t) ?? []), `${relative(root, file)}:${line + 1}`])
      }
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
}

const copies = [...where].filter(([t, at]) => at.length > 1 && !ALLOWED.has(t))
for (const [t, at] of copies)
  console.error(`${JSON.stringify(t)} written ${at.length} times: ${at.join(', ')}`)
if (copies.length > 0) {
  console.error(
    `\n${copies.length} texts written more than once in src/i18n: keep one key (it.comune for a shared word, it.crud for an entity phrase) and use it from every screen.`,
  )
  process.exit(1)
}
console.log(`One key per text: ${where.size} texts in ${files.length} files of src/i18n.`)
