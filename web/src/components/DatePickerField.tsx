import './pickers.css'
import { type CalendarDate, parseDate } from '@internationalized/date'
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react'
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Popover,
} from 'react-aria-components'
import { AriaFieldLabel, AriaFieldNotes, ariaFieldClass } from './AriaFieldParts.tsx'
import type { FieldProps } from './Field.tsx'

// `YYYY-MM-DD` (the API's dates) as a calendar date, or null when empty or not a date.
export function toCalendarDate(value: string): CalendarDate | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null
  try {
    return parseDate(value)
  } catch {
    return null
  }
}

type DatePickerFieldProps = FieldProps & {
  name?: string
  // `YYYY-MM-DD`, or '' for no date.
  value: string
  onChange: (value: string) => void
  minValue?: string
  maxValue?: string
  isDisabled?: boolean
}

// A date typed day, month, year (id-ID order) or chosen from a calendar with Indonesian month
// names; gives `YYYY-MM-DD`. React Aria's DatePicker in the look of TextField: the label names the
// group, and the hint and error are tied to it through aria-describedby.
export function DatePickerField({
  name,
  value,
  onChange,
  minValue,
  maxValue,
  isDisabled,
  ...field
}: DatePickerFieldProps) {
  const { label, error, required } = field
  return (
    <I18nProvider locale="id-ID">
      <DatePicker
        className={ariaFieldClass(field)}
        value={toCalendarDate(value)}
        onChange={(date) => onChange(date ? date.toString() : '')}
        minValue={minValue ? (toCalendarDate(minValue) ?? undefined) : undefined}
        maxValue={maxValue ? (toCalendarDate(maxValue) ?? undefined) : undefined}
        isInvalid={Boolean(error)}
        isRequired={required}
        isDisabled={isDisabled}
        validationBehavior="aria"
        name={name}
      >
        <AriaFieldLabel {...field} />
        <Group className="field__control picker picker--date">
          <DateInput className="picker__segments">
            {(segment) => <DateSegment segment={segment} className="picker__segment" />}
          </DateInput>
          <Button className="picker__button" aria-label={`Pilih tanggal ${label}`}>
            <CalendarDays aria-hidden="true" size={18} />
          </Button>
        </Group>
        <AriaFieldNotes {...field} />
        <Popover className="picker__popover" offset={4}>
          <Dialog className="calendar-dialog" aria-label={`Kalender ${label}`}>
            <Calendar className="calendar">
              <header className="calendar__header">
                <Button slot="previous" className="picker__button" aria-label="Bulan sebelumnya">
                  <ChevronLeft aria-hidden="true" size={18} />
                </Button>
                <Heading className="calendar__title" />
                <Button slot="next" className="picker__button" aria-label="Bulan berikutnya">
                  <ChevronRight aria-hidden="true" size={18} />
                </Button>
              </header>
              <CalendarGrid className="calendar__grid">
                {(date) => <CalendarCell date={date} className="calendar__cell" />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  )
}
