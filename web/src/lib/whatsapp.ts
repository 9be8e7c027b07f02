// WhatsApp chat links (wa.me) for the phone numbers on customer, prospect and technician records.
// wa.me wants the international number in digits only: Indonesian numbers written 08xx become
// 628xx, +62 / 62 stay, and spaces, dots, dashes and brackets go.

// The number for wa.me, or null when what is written is not a phone number.
export function whatsAppNumber(phone: string): string | null {
  const trimmed = phone.trim()
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null
  let digits = trimmed.replace(/\D/g, '')
  if (digits.startsWith('0')) digits = `62${digits.slice(1)}`
  else if (digits.startsWith('8')) digits = `62${digits}`
  return digits.length >= 8 && digits.length <= 15 ? digits : null
}

export function whatsAppUrl(phone: string, text?: string): string | null {
  const number = whatsAppNumber(phone)
  if (number === null) return null
  return text ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : `https://wa.me/${number}`
}
