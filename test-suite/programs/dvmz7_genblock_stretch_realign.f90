! dvmh-test: serial-files=lib/dvmy_nproc_serial.f90
! dvmh-test: grids=4:4 3:3
! A particle-mesh style coupling on a TEMPLATE distributed GEN_BLOCK (sizes computed from
! NUMBER_OF_PROCESSORS, heavier blocks at the ends) with arrays aligned by stretch AND shift
! (F(I) WITH T(2*I+1), C(I) WITH T(I+3)), a relaxation on the fine array reading the coarse
! one through REMOTE_ACCESS, then REALIGN of the coarse array to a stretched rule
! (C(I) WITH T(2*I)) and the same sweep again: results must not depend on the mapping.
program genblock_stretch_realign
  implicit none
  integer, parameter :: nc = 37, nt = 2 * nc + 4
  integer :: np, k, i, it
  integer, allocatable :: gb(:)
  real(8) :: f(nc), c(nc), s, smax
  integer :: imax
  integer :: number_of_processors
!dvm$ processors p(number_of_processors())
!dvm$ template t(0:nt - 1)
!dvm$ dynamic t, c
!dvm$ align f(i) with t(2 * i + 1)
!dvm$ align c(i) with t(i + 3)
  np = number_of_processors()
  allocate (gb(np))
  gb = nt / (np + 2)
  if (np > 1) then
    gb(1) = gb(1) + gb(1) / 2
    gb(np) = gb(np) + gb(np) / 2
  end if
  gb(np) = gb(np) + (nt - sum(gb))
!dvm$ redistribute t(gen_block(gb)) onto p
!dvm$ parallel (i) on f(i)
  do i = 1, nc
    f(i) = cos(0.3d0 * i) + 0.01d0 * i
  end do
!dvm$ parallel (i) on c(i)
  do i = 1, nc
    c(i) = 1d0 / (1 + mod(i * 7, 11))
  end do
  do k = 1, 2
    do it = 1, 3
!dvm$ parallel (i) on f(i), remote_access(c(:))
      do i = 1, nc
        f(i) = 0.5d0 * f(i) + 0.25d0 * c(i) + 0.25d0 * c(nc + 1 - i)
      end do
!dvm$ parallel (i) on c(i), remote_access(f(:))
      do i = 1, nc
        c(i) = c(i) + 0.1d0 * f(mod(i * 5, nc) + 1)
      end do
    end do
    s = 0
    smax = -1d30
    imax = 0
!dvm$ parallel (i) on f(i), reduction(sum(s), maxloc(smax, imax))
    do i = 1, nc
      s = s + f(i) * i
      if (f(i) > smax) then
        smax = f(i)
        imax = i
      end if
    end do
    write (*, '(a, i2, 2es24.15, i4)') 'pass', k, s, smax, imax
    write (*, '(4es24.15)') f(1), f(nc), c(1), c(nc)
!dvm$ realign c(i) with t(2 * i)
  end do
  s = 0
!dvm$ parallel (i) on c(i), reduction(sum(s))
  do i = 1, nc
    s = s + c(i) * (i - 18)
  end do
  write (*, '(a, es24.15)') 'c moment', s
end program genblock_stretch_realign
