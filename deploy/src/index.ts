export * from "./local/system";
