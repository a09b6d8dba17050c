! The problem sizes and parameters come from a NAMELIST input file (written by the program
! first, as a user would prepare it): ALLOCATABLE distributed arrays are allocated with the
! sizes read, a smoothing iteration runs the number of times read, and a second group
! read later changes the coefficient; the results are written with formats and a NAMELIST.
program dvmz_namelist_sizes
  implicit none
  integer :: nx, ny, iters, i, j, it
  real(8) :: coef, scale, s, amax
  character(len=12) :: title
  real(8), allocatable :: a(:, :), b(:, :)
  namelist /sizes/ nx, ny, iters, title
  namelist /physics/ coef, scale
!dvm$ distribute a(block, block)
!dvm$ align b(i, j) with a(i, j)
  open (11, file='dvmz_nl.inp', status='replace')
  write (11, '(a)') ' &sizes nx = 21, ny = 13,'
  write (11, '(a)') '   iters = 7, title = ''smoothing'' /'
  write (11, '(a)') ' &physics coef = 0.2, scale = 1.5d0 /'
  write (11, '(a)') ' &physics coef = 0.15 /'
  close (11)
  nx = 0; ny = 0; iters = 0; coef = 0d0; scale = 0d0
  open (11, file='dvmz_nl.inp', status='old')
  read (11, nml=sizes)
  read (11, nml=physics)
  write (*, '(a, a, 3i5, 2f8.3)') 'read: ', trim(title), nx, ny, iters, coef, scale
  allocate (a(nx, ny), b(nx, ny))
!dvm$ parallel (j, i) on a(i, j)
  do j = 1, ny
    do i = 1, nx
      a(i, j) = scale * mod(i * j, 7)
      b(i, j) = 0d0
    end do
  end do
  do it = 1, iters
    if (it == 4) then
      read (11, nml=physics)
      write (*, '(a, f8.3, a, i2)') 'coefficient now', coef, ' at iteration', it
    end if
!dvm$ parallel (j, i) on b(i, j), shadow_renew(a)
    do j = 2, ny - 1
      do i = 2, nx - 1
        b(i, j) = a(i, j) + coef * (a(i - 1, j) + a(i + 1, j) + a(i, j - 1) + a(i, j + 1) &
                  - 4d0 * a(i, j))
      end do
    end do
    s = 0d0
    amax = 0d0
!dvm$ parallel (j, i) on a(i, j), reduction(sum(s), max(amax))
    do j = 2, ny - 1
      do i = 2, nx - 1
        a(i, j) = b(i, j)
        s = s + a(i, j)
        amax = max(amax, a(i, j))
      end do
    end do
    write (*, '(i3, f14.7, f12.7)') it, s, amax
  end do
  close (11, status='delete')
  write (*, nml=physics)
  write (*, '(3f12.7)') a(2, 2), a(nx / 2, ny / 2), a(nx - 1, ny - 1)
  deallocate (a, b)
end program dvmz_namelist_sizes
