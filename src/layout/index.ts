export { AppBar } from './AppBar';
export { Footer } from './Footer';
export { Layout } from './Layout';
export { Menu } from './Menu';
export { SubMenu } from './SubMenu';
