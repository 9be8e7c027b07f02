import type { Db } from '../../core/database.ts'
import {
  currentPrivacyNotice,
  noticeParagraphs,
  noticeVersionLine,
} from '../../modules/company-profile/index.ts'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

// The pre-rendered /kebijakan-privasi holds the built-in text; each answer writes the current
// version's line and paragraphs into it (the elements the page renders with these ids), so the
// admin's text is in the HTML without a script and the page hydrates on the same content (ADR 0064).
export function privacyPageFill(db: Db) {
  return async (html: string): Promise<string> => {
    const notice = await currentPrivacyNotice(db)
    const paragraphs = noticeParagraphs(notice.teks)
      .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
      .join('')
    return html
      .replace(
        /(<p id="kebijakan-privasi-versi"[^>]*>)[\s\S]*?(<\/p>)/,
        (_all, open: string, close: string) => `${open}${escapeHtml(noticeVersionLine(notice))}${close}`,
      )
      .replace(
        /(<div id="kebijakan-privasi-teks"[^>]*>)[\s\S]*?(<\/div>)/,
        (_all, open: string, close: string) => `${open}${paragraphs}${close}`,
      )
  }
}
