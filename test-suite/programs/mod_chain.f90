! dvmh-test: files=lib/phys_consts.f90 lib/projectile.f90
! A chain of modules in separate files (the program uses a module that uses another,
! both compiled before it), a module variable of the bottom module changed through
! USE association in the program and seen by the middle module's procedures, and a
! PUBLIC re-export of a kind parameter.
program mod_chain
  use projectile
  use phys_consts, only: drag, gravity => g
  implicit none
  real(rk) :: ang
  integer :: k
  do k = 1, 3
    drag = 0.02_rk * (k - 1)
    ang = 30
    do while (ang <= 60)
      call launch(20.0_rk, ang)
      call fly(0.001_rk)
      write (*, '(f6.3, f6.1, 2f10.3, i7)') drag, ang, range_x, peak_y, nsteps
      ang = ang + 15
    end do
  end do
  write (*, '(a, f8.3)') 'g =', gravity
end program mod_chain
