import {
  DEFAULT_PRIVACY_NOTICE,
  noticeParagraphs,
  noticeVersionLine,
} from '@services/modules/company-profile/privacy-contract.ts'
import { useState } from 'react'

// /kebijakan-privasi: the privacy notice. Pre-rendered with the built-in text; the API writes the
// current text and version into that HTML when it serves the page (services/api/plugins/spa.ts),
// so visitors and search engines read the admin's text without a script. When the app takes the
// page over it starts from what the HTML holds, so hydration changes nothing.
function fromPage(): { paragraphs: string[]; line: string } | null {
  if (typeof document === 'undefined') return null
  const text = document.getElementById('kebijakan-privasi-teks')
  const line = document.getElementById('kebijakan-privasi-versi')
  if (!text || !line) return null
  return {
    paragraphs: Array.from(text.querySelectorAll('p'), (paragraph) => paragraph.textContent ?? ''),
    line: line.textContent ?? '',
  }
}

export default function PrivacyPage() {
  const [notice] = useState(
    () =>
      fromPage() ?? {
        paragraphs: noticeParagraphs(DEFAULT_PRIVACY_NOTICE.teks),
        line: noticeVersionLine(DEFAULT_PRIVACY_NOTICE),
      },
  )
  return (
    <main id="main" className="page">
      <div className="container section prose">
        <h1>Kebijakan Privasi</h1>
        <p id="kebijakan-privasi-versi" className="muted">
          {notice.line}
        </p>
        <div id="kebijakan-privasi-teks">
          {notice.paragraphs.map((paragraph, index) => (
            // The paragraphs have no identity of their own but their place.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed order, never reordered
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      </div>
    </main>
  )
}
