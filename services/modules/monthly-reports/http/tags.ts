// The monthly report's calls stay documented beside the visits they are built from, under the
// schedules' OpenAPI tag, as before the report became its own module (ADR 0050).
export const tags = ['penjadwalan']
