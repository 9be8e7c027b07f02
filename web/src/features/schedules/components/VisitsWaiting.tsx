// The technician's visits while they are on their way (and in the HTML's frame, ADR 0121): the
// first section's heading and two card-sized boxes, so the cards arriving take the place kept for
// them instead of pushing what is on screen (CLS). Said once to a screen reader, not drawn.
export function VisitsWaiting({ title }: { title: string }) {
  return (
    <section className="technician-schedule__section" aria-busy="true" aria-label={title}>
      <h2>{title}</h2>
      <p role="status" className="visually-hidden">
        Memuat jadwal...
      </p>
      <div className="technician-visit technician-visit--waiting" aria-hidden="true" />
      <div className="technician-visit technician-visit--waiting" aria-hidden="true" />
    </section>
  )
}
