import { App } from 'antd'
import { useEffect } from 'react'
import { subscribeFeedback, type FeedbackEvent } from './feedback'

function content(text: FeedbackEvent['text']) {
  if (typeof text === 'string') return text
  return (
    <span>
      {text.map((line, index) => (
        <span key={index} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </span>
  )
}

/** Shows the feedback events as antd messages. Rendered once, inside antd's <App>. */
export function FeedbackHost() {
  const { message } = App.useApp()
  useEffect(
    () =>
      subscribeFeedback((event) => {
        void message.open({
          type: event.kind,
          content: content(event.text),
          duration: event.durationMs / 1000,
        })
      }),
    [message],
  )
  return null
}
