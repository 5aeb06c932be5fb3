// @vitest-environment node
// No text a person reads (or hears through assistive tech) escapes i18next in the modal's
// shell, the plugins and the wallet frame: every source file is parsed (never grepped) and a
// literal with letters is reported, by file:line, where it would reach the screen:
// - JSX text, and string or template literals given as JSX children;
// - literals given to JSX attributes that are read (aria-label, title, placeholder, alt...) and
//   to the props of the kit's own components that end up as visible text (TextField's label,
//   ListItem's title and description, NotConnected's message...);
// - in the DOM the frame builds by hand: literals assigned to textContent (or title,
//   placeholder...), given as the text of its `element` helper, appended as text nodes, or
//   set as a read attribute with setAttribute;
// - a text (not a key) given to the snackbar.
// A literal counts where it is the value (a branch of `?:`, either side of `??` or `||`, the
// right of `&&`), never as the argument of a call such as t('key'). Tests and fixtures are
// not the kit and are not read.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const SCANNED = ['shell', 'plugins', 'frame']

/** JSX attributes that people or assistive tech read, on any element or component. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-placeholder',
  'aria-roledescription',
  'title',
  'placeholder',
  'alt',
  'label',
])

/**
 * Props of the kit's components (portico/ui, the shell's views) whose value is shown as text:
 * ListItem and TokenRow (title, description), NotConnected (message, connectLabel), TextField
 * (label, hint, error, status), AmountInput (maxLabel), SearchableList (searchLabel, listLabel,
 * loading, empty, status), QrCode, Skeleton and Spinner (label), and the `text` some views pass.
 */
const TEXT_PROPS = new Set([
  'description',
  'message',
  'connectLabel',
  'hint',
  'error',
  'status',
  'maxLabel',
  'searchLabel',
  'listLabel',
  'loading',
  'empty',
  'text',
])

/** Attributes the frame sets with setAttribute that are read. */
const READ_DOM_ATTRIBUTES = READ_ATTRIBUTES

/** DOM properties whose value is read: `node.textContent = ...`. */
const READ_DOM_PROPERTIES = new Set([
  'textContent',
  'innerText',
  'title',
  'placeholder',
  'alt',
  'ariaLabel',
  'ariaDescription',
  'ariaValueText',
])

/** The snackbar's actions: a `text` given them (rather than a key) is shown as it is. */
const SNACKBAR_CALLS = new Set(['showError', 'showSnackbar'])

/** DOM methods whose string arguments become text nodes. */
const TEXT_NODE_METHODS = new Set([
  'append',
  'prepend',
  'replaceChildren',
  'before',
  'after',
  'createTextNode',
])

interface Allowed {
  file: string
  text: string
  reason: string
}

/**
 * Literals allowed where text is read, each with its reason: names written the same in every
 * language (brands), and data (units, token symbols). Matched by file and exact text; an
 * entry that no longer matches fails the suite, so the list only holds what is needed. None
 * is needed today: the brand names the views show (WalletConnect, the wallets') come from
 * data or from the locales.
 */
const ALLOWED: readonly Allowed[] = []

interface Finding {
  file: string
  line: number
  text: string
  where: string
}

const LETTER = /\p{L}/u

/** The literal text of a string or template literal (a template's fixed parts joined). */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
  return undefined
}

/**
 * The literals an expression evaluates to, through the operators that pass a value on: a
 * branch of `?:`, either side of `??` and `||`, the right of `&&`, parentheses and `as`.
 * A call's arguments are not its value: t('key') is not text.
 */
function valueLiterals(node: ts.Expression): ts.Node[] {
  if (literalText(node) !== undefined) return [node]
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node)
  )
    return valueLiterals(node.expression)
  if (ts.isConditionalExpression(node))
    return [...valueLiterals(node.whenTrue), ...valueLiterals(node.whenFalse)]
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return valueLiterals(node.right)
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken)
      return [...valueLiterals(node.left), ...valueLiterals(node.right)]
  }
  return []
}

function propertyName(node: ts.Expression): string | undefined {
  if (ts.isPropertyAccessExpression(node)) return node.name.text
  if (ts.isElementAccessExpression(node) && ts.isStringLiteral(node.argumentExpression))
    return node.argumentExpression.text
  return undefined
}

/** The values of the `text` properties of a snackbar call's arguments, at any depth. */
function snackbarTexts(args: readonly ts.Node[]): ts.Expression[] {
  const texts: ts.Expression[] = []
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && node.name.getText() === 'text')
      texts.push(node.initializer)
    else ts.forEachChild(node, visit)
  }
  for (const arg of args) visit(arg)
  return texts
}

/** Whether a JSX attribute is a prop of a component (`<TextField>`, `<ui.Text>`), not of an element. */
function isComponent(attribute: ts.JsxAttribute): boolean {
  const tag = attribute.parent.parent.tagName.getText()
  return !/^[a-z][\w-]*$/.test(tag)
}

function calleeName(node: ts.CallExpression): string | undefined {
  const callee = node.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text
  return undefined
}

/** Every literal with letters of one source text that reaches a reader untranslated. */
function literalFindings(file: string, text: string, allowed = ALLOWED): Finding[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
  const findings: Finding[] = []
  const report = (node: ts.Node, value: string, where: string) => {
    if (!LETTER.test(value)) return
    const shown = value.replace(/\s+/g, ' ').trim()
    if (allowed.some((entry) => entry.file === file && entry.text === shown)) return
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
    findings.push({ file, line: line + 1, text: shown, where })
  }
  const reportValue = (expression: ts.Expression, where: string) => {
    for (const literal of valueLiterals(expression))
      report(literal, literalText(literal) ?? '', where)
  }

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      report(node, node.text, 'JSX text')
    } else if (
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))
    ) {
      reportValue(node.expression, 'JSX child')
    } else if (ts.isJsxAttribute(node)) {
      const name = node.name.getText(source)
      if (READ_ATTRIBUTES.has(name) || (TEXT_PROPS.has(name) && isComponent(node))) {
        const value = node.initializer
        if (value && ts.isStringLiteral(value)) report(value, value.text, `${name}=`)
        else if (value && ts.isJsxExpression(value) && value.expression)
          reportValue(value.expression, `${name}=`)
      }
    } else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      READ_DOM_PROPERTIES.has(propertyName(node.left) ?? '')
    ) {
      reportValue(node.right, `${propertyName(node.left) ?? ''} =`)
    } else if (ts.isCallExpression(node)) {
      const name = calleeName(node)
      const args = node.arguments
      if (name === 'element' && args[3]) reportValue(args[3], 'element text')
      else if (name && SNACKBAR_CALLS.has(name))
        for (const text of snackbarTexts(args)) reportValue(text, `${name} text`)
      else if (name && TEXT_NODE_METHODS.has(name))
        for (const arg of args) reportValue(arg, `${name}()`)
      else if (
        name === 'setAttribute' &&
        args[0] &&
        args[1] &&
        ts.isStringLiteral(args[0]) &&
        READ_DOM_ATTRIBUTES.has(args[0].text)
      )
        reportValue(args[1], `setAttribute('${args[0].text}')`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return findings
}

const isTestPath = (relative: string) =>
  /\.test\.tsx?$/.test(relative) ||
  /\.d\.ts$/.test(relative) ||
  relative.split('/').some((part) => part === 'test' || part === '__tests__')

/** The kit's source files under the scanned folders, relative to the root. */
function kitSources(): string[] {
  const files: string[] = []
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
      const relative = `${folder}/${entry.name}`
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'locales') walk(relative)
      } else if (/\.tsx?$/.test(entry.name) && !isTestPath(relative)) files.push(relative)
    }
  }
  for (const folder of SCANNED) walk(folder)
  return files
}

describe('the literal check', () => {
  it('finds literals in JSX text, read attributes, text props and built DOM', () => {
    const snippet = [
      'export const View = ({ t, busy }: Props) => (',
      '  <section aria-label="Your wallet">',
      '    <h1>{t("title")}</h1>',
      '    <p>Connect a wallet</p>',
      '    <p> · … 42 </p>',
      '    <ListItem title={busy ? t("busy") : "Ready"} description={`${n} tokens`} />',
      '    <img alt="" src={url} loading="lazy" />',
      '    {busy && "Working"}',
      '  </section>',
      ')',
    ].join('\n')
    const found = literalFindings('plugins/demo/View.tsx', snippet).map(
      ({ line, text, where }) => `${line} ${where} ${text}`,
    )
    expect(found).toEqual([
      '2 aria-label= Your wallet',
      '4 JSX text Connect a wallet',
      '6 title= Ready',
      '6 description= tokens',
      '8 JSX child Working',
    ])
  })

  it('finds literals in the DOM the frame builds and the snackbar, not the keys translated', () => {
    const snippet = [
      "const heading = element(doc, 'h1', 'title', 'Approve')",
      "const fine = element(doc, 'p', 'class-name', t('approve'))",
      "status.textContent = 'Working…'",
      "button.setAttribute('aria-label', 'Close')",
      "button.setAttribute('aria-describedby', 'hint')",
      "site.append(t('site'), ' ', 'on this site')",
      "void dispatch(showError({ text: 'Failed to connect' }))",
      'void dispatch(showError({ text: errorMessage(error) }))',
    ].join('\n')
    const found = literalFindings('frame/demo.ts', snippet).map(
      ({ line, where }) => `${line} ${where}`,
    )
    expect(found).toEqual([
      '1 element text',
      '3 textContent =',
      "4 setAttribute('aria-label')",
      '6 append()',
      '7 showError text',
    ])
  })

  it('lets an allow-listed literal pass only in its own file', () => {
    const snippet = 'export const Name = () => <span>WalletConnect</span>'
    const allowed = [{ file: 'shell/A.tsx', text: 'WalletConnect', reason: 'brand' }]
    expect(literalFindings('shell/A.tsx', snippet, allowed)).toEqual([])
    expect(literalFindings('shell/B.tsx', snippet, allowed)).toHaveLength(1)
  })
})

describe('no user-visible literal escapes i18next', () => {
  it('in the shell, the plugins and the wallet frame', () => {
    const files = kitSources()
    expect(files.length).toBeGreaterThan(100)
    const findings = files.flatMap((file) =>
      literalFindings(file, readFileSync(path.join(root, file), 'utf8')),
    )
    expect(
      findings.map(({ file, line, where, text }) => `${file}:${line} ${where} "${text}"`),
    ).toEqual([])
  })

  it('allow-lists only literals it finds', () => {
    for (const entry of ALLOWED) {
      const found = literalFindings(
        entry.file,
        readFileSync(path.join(root, entry.file), 'utf8'),
        [],
      )
      expect(
        found.map(({ text }) => text),
        entry.reason,
      ).toContain(entry.text)
    }
  })
})
