"""The app shell: the window and main loop, the scene stack, the navigator and the services
(saving, settings, sound, assets, the computer players' worker) that scenes use."""
