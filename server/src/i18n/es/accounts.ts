import type { Translation } from '../messageCatalogue.js';

/**
 * What accounts are told: signing in and up, password resets and rules, two-factor sign-in, the
 * own profile, the limits on attempts, an admin's changes to accounts and their deactivation, the
 * live events' refusals, the audit log's days, and numbers written as ±Infinity.
 */
export const ACCOUNT_MESSAGES: readonly Translation[] = [
  // Signing in and up (domain/signIn.ts, domain/registration.ts, domain/users.ts)
  [
    'These credentials do not match our records.',
    'Estas credenciales no coinciden con nuestros registros.',
  ],
  [
    'Too many login attempts. Please try again in {seconds} seconds.',
    'Demasiados intentos de acceso. Inténtelo de nuevo en {seconds} segundos.',
  ],
  [
    'Too many registrations from this address. Please try again in {seconds} seconds.',
    'Demasiados registros desde esta dirección. Inténtelo de nuevo en {seconds} segundos.',
  ],
  ['The {field} has already been taken.', 'El valor del campo {field} ya está en uso.'],
  ['The {field} confirmation does not match.', 'La confirmación del campo {field} no coincide.'],
  ['User not found.', 'Usuario no encontrado.'],

  // Password resets (domain/passwordResets.ts, routes/password.ts)
  [
    'This password reset link is invalid or has expired. Ask for a new one.',
    'Este enlace para restablecer la contraseña no es válido o ha caducado. Pida uno nuevo.',
  ],
  [
    'Too many password reset requests. Please try again in {seconds} seconds.',
    'Demasiadas solicitudes para restablecer la contraseña. Inténtelo de nuevo en {seconds} segundos.',
  ],
  [
    'If an account uses this address, a link to choose a new password is on its way to it.',
    'Si una cuenta usa esta dirección, le hemos enviado un enlace para elegir una contraseña nueva.',
  ],
  [
    'Your password was changed. Sign in with the new one.',
    'Su contraseña ha cambiado. Entre con la nueva.',
  ],
  [
    'This shop does not send mail: ask an admin to set a new password for you.',
    'Esta tienda no envía correos: pida a un administrador que le asigne una contraseña nueva.',
  ],

  // Two-factor sign-in (domain/twoFactor.ts); TWO_FACTOR_FIRST stays English (translateMessage.ts)
  [
    'Enter the 6-digit code from your authenticator app.',
    'Ingrese el código de 6 dígitos de su aplicación de autenticación.',
  ],
  ['The code is not valid.', 'El código no es válido.'],
  ['Two-factor sign-in is already on.', 'La verificación en dos pasos ya está activada.'],
  ['Two-factor sign-in is not on.', 'La verificación en dos pasos no está activada.'],
  [
    'Start the set-up first: no two-factor secret is waiting for a code.',
    'Empiece primero la configuración: ningún secreto de verificación en dos pasos espera un código.',
  ],
  [
    'Too many codes tried. Please try again in {seconds} seconds.',
    'Demasiados códigos probados. Inténtelo de nuevo en {seconds} segundos.',
  ],
  [
    'Turn your own two-factor sign-in off in My Profile, with a code.',
    'Desactive su propia verificación en dos pasos en Mi Perfil, con un código.',
  ],

  // The own profile (domain/profile.ts): the fields' names are the API's, kept as they are
  ['Send notify_orders, locale, or both.', 'Envíe notify_orders, locale o ambos.'],

  // An admin's changes to an account (domain/backOffice/accountChanges.ts; the credits' amounts
  // and messages are the money's, es/catalogue.ts). `{credits}` is the English's own text, read
  // as a part and kept as it came: the Spanish keeps it too.
  [
    'Send exactly one change: {api_key: true}, {credits}, {name, email} or {password, c_password}.',
    'Envíe exactamente un cambio: {api_key: true}, {credits}, {name, email} o {password, c_password}.',
  ],
  ['The {field} field must be true.', 'El campo {field} debe ser verdadero.'],
  [
    'A new API key was generated; the old one no longer works.',
    'Se ha generado una clave de API nueva; la anterior ya no funciona.',
  ],
  ['The name and email were saved.', 'Se han guardado el nombre y el correo electrónico.'],
  [
    'The password was changed and the user was signed out everywhere.',
    'Se ha cambiado la contraseña y el usuario ha salido de todas sus sesiones.',
  ],

  // Deactivation (domain/backOffice/customers.ts, routes/adminUsers.ts)
  ['You cannot deactivate your own account.', 'No puede desactivar su propia cuenta.'],
  [
    'The account was deactivated, not erased: its sessions and API key no longer work, and its credits, orders and bills are kept.',
    'La cuenta se ha desactivado, no se ha borrado: sus sesiones y su clave de API ya no funcionan, y se conservan sus créditos, órdenes y facturas.',
  ],
  ['The account was already deactivated.', 'La cuenta ya estaba desactivada.'],

  // Live events (routes/events.ts)
  [
    'This account has {count} live event streams open already: close a tab of the portal.',
    'Esta cuenta ya tiene {count} flujos de eventos en directo abiertos: cierre una pestaña del portal.',
  ],
  [
    'This server holds as many live event streams as it may: the lists still load, without live updates for now.',
    'Este servidor ya mantiene todos los flujos de eventos en directo que puede: las listas siguen cargando, por ahora sin actualizaciones en directo.',
  ],

  // The audit log's days (domain/audit/filter.ts)
  [
    'The {field} field must be a date after or equal to {fieldOther}.',
    'El campo {field} debe ser una fecha posterior o igual a {fieldOther}.',
  ],
  [
    'The {field} field must be a date between {first} and {last}.',
    'El campo {field} debe ser una fecha entre {first} y {last}.',
  ],

  // A number no column can store (http/storableInput.ts; the text's are in es/catalogue.ts)
  ['The {field} field must be a finite number.', 'El campo {field} debe ser un número finito.'],
];
