import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

export default function TwoFactorHelpRoute() {
  return (
    <div className="page">
      <article className="card prose" aria-labelledby="twofa-title">
        <h2 id="twofa-title" className="visually-hidden">
          Two-factor authentication help
        </h2>
        <p>
          Two-factor authentication (2FA) asks for a second proof when you log in: a 6-digit code from an app on your
          phone. Even if someone learns your password, they cannot get in without your phone.
        </p>

        <h2>Setting it up</h2>
        <ol className="steps">
          <li>
            Install an authenticator app on your phone, for example Google Authenticator, Microsoft Authenticator, Aegis
            or 2FAS. Any app that supports time-based codes (TOTP) works.
          </li>
          <li>
            Log in and open <Link to={paths.accountSettings}>Account Settings</Link>, then Two-Factor Authentication,
            and choose to enable it.
          </li>
          <li>
            Scan the QR code with the app. If you cannot scan, type the secret key shown below the code into the app.
          </li>
          <li>Enter the 6-digit code the app shows to confirm. Two-factor authentication is now on.</li>
          <li>Save the backup codes that appear. They are shown only once.</li>
        </ol>

        <h2>Logging in</h2>
        <p>
          After your username and password, enter the 6-digit code from the app. Codes change every 30 seconds; if one
          is refused, wait for the next one and check that your phone's clock is set automatically.
        </p>

        <h2>Backup codes</h2>
        <ul>
          <li>
            A backup code is 8 hexadecimal characters (digits 0-9 and letters a-f), for example <code>3f9a1c0e</code>.
          </li>
          <li>Each backup code works once. Use one instead of the 6-digit code when you do not have your phone.</li>
          <li>
            Keep them somewhere safe and offline: printed, or in a password manager. Never share them; staff will never
            ask for them.
          </li>
          <li>
            You can make a new set in Account Settings with a current code from your app. The old codes then stop
            working.
          </li>
        </ul>

        <h2>Lost your phone?</h2>
        <ol>
          <li>Log in with one of your backup codes instead of the 6-digit code.</li>
          <li>
            In Account Settings, turn two-factor authentication off and set it up again with your new phone. Your old
            phone's codes stop working.
          </li>
          <li>Make a new set of backup codes and store them safely.</li>
        </ol>
        <p>
          No backup codes left? Contact the staff through our <Link to={paths.community}>community</Link> support
          channel with your username, the email address of the account and your birthday. After we verify that the
          account is yours, we turn two-factor authentication off so you can set it up again. For your safety this can
          take a little while.
        </p>
      </article>
    </div>
  );
}
