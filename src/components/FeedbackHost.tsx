import { Button, message } from 'antd'
import { useEffect } from 'react'
import { STATUS_ICONS } from '@/components/status-icons'
import { subscribeFeedback, type FeedbackEvent } from './feedback'

let lastKey = 0

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

/**
 * Shows the feedback events as antd messages, themed by the ConfigProvider above. Rendered once,
 * by AppProviders.
 */
export function FeedbackHost() {
  const [messageApi, holder] = message.useMessage()
  useEffect(
    () =>
      subscribeFeedback((event) => {
        // What a change did (info) is about the latest change: one at a time, the new replacing
        // the old (an older "Annulla" must not linger after another change).
        const key = event.kind === 'info' ? 'feedback-info' : `feedback-${(lastKey += 1)}`
        const action = event.action
        void messageApi.open({
          key,
          type: event.kind,
          content: action ? (
            <span className="feedback-con-azione">
              {content(event.text)}
              <Button
                type="link"
                size="small"
                onClick={() => {
                  messageApi.destroy(key)
                  action.run()
                }}
              >
                {action.label}
              </Button>
            </span>
          ) : (
            content(event.text)
          ),
          icon: STATUS_ICONS[event.kind],
          duration: event.durationMs / 1000,
        })
      }),
    [messageApi],
  )
  return holder
}
