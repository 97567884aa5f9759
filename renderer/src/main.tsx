import "./styles/govuk.scss";
import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { App } from "./App.tsx";
import { registerServiceWorker } from "./offline/registerServiceWorker.ts";

document.body.classList.add("js-enabled", "govuk-frontend-supported");
const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root");
createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
// Offline use (issue 27): the app's files, pages and definitions kept by a service worker.
registerServiceWorker();
