import { RESULT_ICONS } from '@/components/status-icons'
import type { ReactNode } from 'react'
import { Button, Flex, Result, Skeleton } from 'antd'
import { StopOutlined } from '@ant-design/icons'
import { errorMessage, errorStatus } from '@/api/errors'
import { StatusMessage } from '@/components/StatusMessage'
import { it } from '@/i18n/it'
import { DetailRowContext } from './detail-row'

/** What DetailPage reads of an RTK Query `get` hook's answer. */
export interface DetailQuery<T> {
  /** The row of the current id (not the previous id's while the next one loads). */
  currentData?: T
  error?: unknown
  isLoading: boolean
  isFetching: boolean
  /** Asks the server again (RTK Query's refetch): the row as it is now. */
  refetch: () => { unwrap: () => Promise<T> }
}

export interface DetailPageProps<T> {
  /** The route's id is no id at all (`/clienti/abc`): not found, nothing is asked. */
  invalid?: boolean
  /** The loaded row: the page's `get` hook, called by the page (skipped for a new row). */
  query: DetailQuery<T>
  /** The not-found state's title and text (the module's "Elemento non trovato"). */
  notFound: { title: string; text?: string }
  /** The error state's title; without it the server's message, else the technical error. */
  errorTitle?: string
  /** The way back to the list, under the not-found, forbidden and error states. */
  back: ReactNode
  /**
   * Another first answer the page is drawn with is still loading (asked beside the row's): the
   * skeleton stays until it has come, so what it adds (a warning above the form) is in the first
   * paint instead of pushing the page down under the user's pointer.
   */
  alsoLoading?: boolean
  /** The page for the loaded row (key the form by the row's id). */
  children: (row: T) => ReactNode
}

/**
 * THE loading of a detail page (with useDetailForm for its form): the skeleton while the row
 * loads, "Elemento non trovato" for an id that is none or a 404, the 403 text, any other failure
 * with "Riprova"; then the page for the row, which may read the row again from the server
 * (DetailRowContext: useDetailForm does before a save). A new row (`/clienti/nuovo`) renders its
 * form directly, without DetailPage.
 */
export function DetailPage<T>({
  invalid = false,
  query,
  notFound,
  errorTitle,
  back,
  alsoLoading = false,
  children,
}: DetailPageProps<T>) {
  const { currentData: data, error, isLoading, isFetching, refetch } = query
  const status = errorStatus(error)
  if (invalid || status === 404) {
    return <Result status="404" title={notFound.title} subTitle={notFound.text} extra={back} />
  }
  if (data !== undefined && !alsoLoading) {
    // The form under it (useDetailForm) reads the row again before a save (lost updates).
    return <DetailRowContext value={() => refetch().unwrap()}>{children(data)}</DetailRowContext>
  }
  if (isLoading || !error) return <Skeleton active paragraph={{ rows: 10 }} />
  if (status === 403) {
    return (
      <StatusMessage
        icon={<StopOutlined aria-hidden />}
        title="403"
        text={it.errori.privilegi}
        extra={back}
      />
    )
  }
  return (
    <Result
      status="error"
      icon={RESULT_ICONS.error}
      title={errorTitle ?? errorMessage(error) ?? it.errori.tecnico}
      extra={
        <Flex gap={8} justify="center" align="center" wrap>
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            {it.comune.riprova}
          </Button>
          {back}
        </Flex>
      }
    />
  )
}
