// The way of working, in order: survey, treatment, monitoring.
export function Steps({ steps }: { steps: readonly { title: string; text: string }[] }) {
  return (
    <ol className="steps">
      {steps.map((step, index) => (
        <li key={step.title} className="steps__item">
          <span className="steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
