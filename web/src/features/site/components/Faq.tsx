// Questions and answers as native disclosure widgets: keyboard and screen-reader friendly, no script.
export function Faq({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <div className="faq">
      {items.map((item) => (
        <details key={item.question} className="faq__item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  )
}
