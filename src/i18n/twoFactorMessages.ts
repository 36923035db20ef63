/** Texts of two-factor sign-in: the My Profile card and the user detail's reset. */
export const twoFactorEn = {
  title: 'Two-factor sign-in',
  off: 'Off. Signing in needs only the password.',
  on: 'On. Signing in needs the password and a code from your authenticator app.',
  required: 'This shop requires two-factor sign-in for admins: turn it on to continue.',
  turn_on: 'Turn on',
  scan: 'Scan this QR code with an authenticator app, or type the secret below, then enter the 6-digit code it shows.',
  qr_alt: 'QR code of the two-factor secret',
  secret: 'Secret',
  code: 'Authentication code',
  confirm: 'Confirm',
  cancel: 'Cancel',
  recovery_title: 'Recovery codes',
  recovery_help:
    'Each code signs you in once if you lose your phone. Save them now: they are not shown again.',
  recovery_saved: 'I have saved them',
  turn_off: 'Turn off',
  turn_off_help: 'Enter a code from your authenticator app (or a recovery code) to turn it off.',
  turned_on: 'Two-factor sign-in is on. Your other sessions were signed out.',
  turned_off: 'Two-factor sign-in is off.',
  reset: 'Reset two-factor sign-in',
  reset_confirm:
    'Turn off two-factor sign-in of %{name}? They are signed out everywhere, and sign in with the password alone until they set it up again.',
  reset_done: 'Two-factor sign-in of %{name} is off. They were signed out everywhere.',
};

export const twoFactorEs: typeof twoFactorEn = {
  title: 'Verificación en dos pasos',
  off: 'Desactivada. Para entrar basta la contraseña.',
  on: 'Activada. Para entrar hacen falta la contraseña y un código de su aplicación de autenticación.',
  required:
    'Esta tienda exige la verificación en dos pasos a los administradores: actívela para continuar.',
  turn_on: 'Activar',
  scan: 'Escanee este código QR con una aplicación de autenticación, o escriba el secreto de abajo, y luego ingrese el código de 6 dígitos que muestra.',
  qr_alt: 'Código QR del secreto de verificación',
  secret: 'Secreto',
  code: 'Código de verificación',
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  recovery_title: 'Códigos de recuperación',
  recovery_help:
    'Cada código le deja entrar una vez si pierde su teléfono. Guárdelos ahora: no se vuelven a mostrar.',
  recovery_saved: 'Ya los guardé',
  turn_off: 'Desactivar',
  turn_off_help:
    'Ingrese un código de su aplicación de autenticación (o un código de recuperación) para desactivarla.',
  turned_on: 'La verificación en dos pasos está activada. Se cerraron sus otras sesiones.',
  turned_off: 'La verificación en dos pasos está desactivada.',
  reset: 'Restablecer la verificación en dos pasos',
  reset_confirm:
    '¿Desactivar la verificación en dos pasos de %{name}? Se cierran todas sus sesiones, y entrará solo con la contraseña hasta que la vuelva a configurar.',
  reset_done:
    'La verificación en dos pasos de %{name} está desactivada. Se cerraron todas sus sesiones.',
};
