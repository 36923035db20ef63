import { BrowserRouter } from 'react-router-dom';
import { authProvider } from './authProvider/authProvider';
import { dataProvider } from './dataProvider/dataProvider';
import { PortalApp } from './PortalApp';

export const App = () => (
  <BrowserRouter>
    <PortalApp authProvider={authProvider} dataProvider={dataProvider} />
  </BrowserRouter>
);
