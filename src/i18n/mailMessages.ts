/** Texts of mail: "forgot password", the reset screen, and My Profile's order mails switch. */
export const mailEn = {
  forgot_link: 'Forgot your password?',
  forgot: {
    title: 'Forgot your password',
    help: 'Type the email of your account: we will send it a link to choose a new password.',
    email: 'Email',
    submit: 'Send the link',
    sent: 'If an account uses %{email}, a link to choose a new password is on its way. It works once, within 60 minutes. Look in the spam folder if it does not arrive.',
    again: 'Send another link',
    to_login: 'Back to Login',
  },
  reset: {
    title: 'Choose a new password',
    help: 'The new password signs you out everywhere; then sign in with it.',
    password: 'New password',
    c_password: 'Confirm the new password',
    submit: 'Set the new password',
    done: 'Your password was changed. Sign in with the new one.',
    to_login: 'Go to Login',
    invalid:
      'This link is invalid or has expired: a link works once, within 60 minutes of being sent.',
    ask_again: 'Ask for a new link',
  },
  notifications: {
    title: 'Mail',
    notify_orders: 'Mail me when my orders are answered',
    notify_orders_help:
      'One mail lists the codes (or the reasons) of the orders answered together, at most one every few minutes.',
    language: 'Mails are written in the language you use here: %{language}.',
    saved_on: 'You will get a mail when your orders are answered.',
    saved_off: 'You will get no mail about your orders.',
  },
};

export const mailEs: typeof mailEn = {
  forgot_link: '¿Olvidó su contraseña?',
  forgot: {
    title: 'Recuperar la contraseña',
    help: 'Escriba el correo electrónico de su cuenta: le enviaremos un enlace para elegir una contraseña nueva.',
    email: 'Correo electrónico',
    submit: 'Enviar el enlace',
    sent: 'Si una cuenta usa %{email}, le hemos enviado un enlace para elegir una contraseña nueva. Funciona una vez, durante 60 minutos. Si no llega, mire en la carpeta de correo no deseado.',
    again: 'Enviar otro enlace',
    to_login: 'Volver a Entrar',
  },
  reset: {
    title: 'Elija una contraseña nueva',
    help: 'La contraseña nueva cierra todas sus sesiones; después entre con ella.',
    password: 'Contraseña nueva',
    c_password: 'Confirmar la contraseña nueva',
    submit: 'Guardar la contraseña',
    done: 'Su contraseña ha cambiado. Entre con la nueva.',
    to_login: 'Ir a Entrar',
    invalid:
      'Este enlace no es válido o ha caducado: un enlace funciona una vez, durante 60 minutos desde su envío.',
    ask_again: 'Pedir un enlace nuevo',
  },
  notifications: {
    title: 'Correo',
    notify_orders: 'Avisarme por correo cuando mis órdenes se respondan',
    notify_orders_help:
      'Un correo lista los códigos (o los motivos) de las órdenes respondidas a la vez, como mucho uno cada pocos minutos.',
    language: 'Los correos se escriben en el idioma que usa aquí: %{language}.',
    saved_on: 'Recibirá un correo cuando sus órdenes se respondan.',
    saved_off: 'No recibirá correos sobre sus órdenes.',
  },
};
