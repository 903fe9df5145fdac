/**
 * The floor: the least a login page on this stack ships. React 19, antd's Form, Input,
 * Button, Card and App in Italian (it_IT), react-router and Redux Toolkit, nothing else: no design
 * work, no CSS made ahead of time, no splitting. `npm run perf` builds it (scripts/perf/floor.ts)
 * and measures it beside the app's /login in the same run, so the ratio is what is judged.
 */
import { configureStore, createAsyncThunk, createSlice } from '@reduxjs/toolkit'
import { App, Button, Card, ConfigProvider, Form, Input } from 'antd'
import itIT from 'antd/locale/it_IT'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Provider, useDispatch, useSelector } from 'react-redux'
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom'

interface Credentials {
  username: string
  password: string
}

const login = createAsyncThunk('session/login', async (credentials: Credentials) => {
  const response = await fetch('/api/login_check', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials),
  })
  if (!response.ok) throw new Error(String(response.status))
  return ((await response.json()) as { token: string }).token
})

const session = createSlice({
  name: 'session',
  initialState: { token: null as string | null, loading: false },
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(login.pending, (state) => ({ ...state, loading: true }))
      .addCase(login.fulfilled, (_state, action) => ({ token: action.payload, loading: false }))
      .addCase(login.rejected, (state) => ({ ...state, loading: false }))
  },
})

const store = configureStore({ reducer: { session: session.reducer } })
type State = ReturnType<typeof store.getState>

function LoginPage() {
  const dispatch = useDispatch<typeof store.dispatch>()
  const loading = useSelector((state: State) => state.session.loading)
  const { message } = App.useApp()
  const submit = async (values: Credentials) => {
    const result = await dispatch(login(values))
    if (login.rejected.match(result)) void message.error('Autenticazione fallita, riprovare')
  }
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', padding: 24 }}>
      <Card title="FitLab" style={{ width: '100%', maxWidth: 400 }}>
        <Form layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item label="Email" name="username" rules={[{ required: true, type: 'email' }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Form.Item label="Password" name="password" rules={[{ required: true }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading}>
            Accedi
          </Button>
        </Form>
      </Card>
    </div>
  )
}

const router = createBrowserRouter([
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <Navigate to="/login" replace /> },
])

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <ConfigProvider locale={itIT}>
        <App>
          <RouterProvider router={router} />
        </App>
      </ConfigProvider>
    </Provider>
  </StrictMode>,
)
