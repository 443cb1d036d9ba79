import PlateFinderApp

/// What the command line says when it cannot start the full-screen app.
extension Messages {
    /// Said when the terminal cannot be switched to the full-screen app.
    var terminalUnavailable: String {
        localized(
            "The terminal could not be switched to full screen; run a command instead, for "
                + "example platefinder find PBX1234.",
            "No se pudo pasar la terminal a pantalla completa; ejecute un comando, por ejemplo "
                + "platefinder find PBX1234.")
    }
}
