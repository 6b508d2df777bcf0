import { createFileRoute } from '@tanstack/react-router'
import { parseLocaleParams } from '../../i18n/locale-param'

export const Route = createFileRoute('/{-$locale}')({
  params: { parse: parseLocaleParams },
})
