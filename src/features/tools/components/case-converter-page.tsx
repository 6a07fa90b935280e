import { Copy, Eraser, Scissors } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { copyWithToast } from '@/components/ui/copy'
import { m } from '@/paraglide/messages'
import { convertCase, countText, TEXT_CASES, type TextCase, trimExtraSpaces } from '../text-case'

const CASE_LABELS: Record<TextCase, () => string> = {
  upper: m.tools_case_upper,
  lower: m.tools_case_lower,
  title: m.tools_case_title,
  sentence: m.tools_case_sentence,
  capitalized: m.tools_case_capitalized,
  alternating: m.tools_case_alternating,
  inverse: m.tools_case_inverse,
  snake: m.tools_case_snake,
  kebab: m.tools_case_kebab,
  camel: m.tools_case_camel,
  pascal: m.tools_case_pascal,
  constant: m.tools_case_constant,
}

export function CaseConverterPage() {
  const [text, setText] = useState('')
  const [lastCase, setLastCase] = useState<TextCase | null>(null)
  const counts = countText(text)

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">{m.tools_case_title_page()}</h1>
      <p className="mt-2 text-gray-600">{m.tools_case_intro()}</p>
      <Card className="mt-6">
        <label htmlFor="case-text" className="text-sm font-medium text-gray-700">
          {m.tools_case_text_label()}
        </label>
        <textarea
          id="case-text"
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setLastCase(null)
          }}
          placeholder={m.tools_case_placeholder()}
          rows={10}
          spellCheck={false}
          className="mt-2 w-full resize-y rounded-md border border-gray-300 p-3 font-mono text-sm text-gray-900 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/30"
          data-testid="case-text"
        />
        <dl className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-600" data-testid="case-counts">
          <div className="flex gap-1">
            <dt>{m.tools_case_count_characters()}</dt>
            <dd className="font-semibold text-gray-900" data-testid="count-characters">
              {counts.characters.toLocaleString()}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{m.tools_case_count_words()}</dt>
            <dd className="font-semibold text-gray-900" data-testid="count-words">
              {counts.words.toLocaleString()}
            </dd>
          </div>
          <div className="flex gap-1">
            <dt>{m.tools_case_count_lines()}</dt>
            <dd className="font-semibold text-gray-900" data-testid="count-lines">
              {counts.lines.toLocaleString()}
            </dd>
          </div>
        </dl>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-gray-700">{m.tools_case_convert_to()}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-6">
            {TEXT_CASES.map((c) => (
              <Button
                key={c}
                variant={lastCase === c ? 'primary' : 'outline'}
                size="sm"
                aria-pressed={lastCase === c}
                onClick={() => {
                  setText(convertCase(text, c))
                  setLastCase(c)
                }}
                data-testid={`case-${c}`}
              >
                {CASE_LABELS[c]()}
              </Button>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-4">
          <Button
            onClick={() =>
              void copyWithToast(text, { copied: m.tools_copied(), failed: m.tools_copy_failed() })
            }
            data-testid="case-copy"
          >
            <Copy aria-hidden />
            {m.tools_copy()}
          </Button>
          <Button variant="outline" onClick={() => setText(trimExtraSpaces(text))} data-testid="case-trim">
            <Scissors aria-hidden />
            {m.tools_case_trim()}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setText('')
              setLastCase(null)
            }}
            data-testid="case-clear"
          >
            <Eraser aria-hidden />
            {m.tools_clear()}
          </Button>
        </div>
      </Card>
    </div>
  )
}
